import { useId, useState, type FormEvent } from 'react';
import { ACCESS_TOKEN_NAME_MAX, type CreatedAccessToken } from '#shared/remote.ts';
import { REMOTE_UI_MESSAGES as M } from '#shared/remote-ui-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useCreateAccessToken } from '../api/access-tokens.ts';
import type { ScopeBoard } from './access-tokens-section.tsx';

const ALL = '';

/** Create: a name and a scope (one of the user's boards, or all of them). */
export function CreateAccessTokenForm({
  boards,
  onCreated,
}: {
  boards: readonly ScopeBoard[];
  onCreated: (created: CreatedAccessToken) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState(ALL);
  const create = useCreateAccessToken();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), board_id: scope === ALL ? null : scope },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
      },
    );
  };
  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
      <FormField id={`${id}-name`} label={M.tokenName}>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={ACCESS_TOKEN_NAME_MAX}
          required
          placeholder="Stream Deck"
        />
      </FormField>
      <FormField id={`${id}-scope`} label={M.tokenScope}>
        <Select value={scope} onChange={(event) => setScope(event.target.value)}>
          <option value={ALL}>{M.allBoards}</option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? M.creatingToken : M.createToken}
      </Button>
      <div className="sm:col-span-3 empty:hidden">
        <FormError message={create.error?.message ?? null} />
      </div>
    </form>
  );
}
