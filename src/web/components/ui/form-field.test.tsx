import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';

describe('FormField', () => {
  it('labels its control and leaves it valid when there is no error', () => {
    render(
      <FormField id="title" label="Title" hint="Shown on the board card.">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('id', 'title');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Shown on the board card.');
  });

  it('marks the control invalid and describes it with the error', () => {
    render(
      <FormField id="kind" label="Kind" optional error="Pick one.">
        <Select>
          <option value="">None</option>
        </Select>
      </FormField>,
    );
    const select = screen.getByLabelText('Kind (optional)');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one.');
  });
});
