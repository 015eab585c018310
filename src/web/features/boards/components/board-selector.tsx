import { useNavigate } from 'react-router';
import { boardPlayerPath } from '#shared/routes.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

interface Choice {
  id: string;
  name: string;
}

/**
 * Switches the player between the user's boards (the route's ?board= follows); it names the board. An own
 * board past the choices' first page (decision 065) is offered too, as `current`.
 */
export function BoardSelector({
  boards: choices,
  selectedId,
  current,
}: {
  boards: readonly Choice[];
  selectedId: string;
  current?: Choice;
}) {
  const navigate = useNavigate();
  const boards =
    current && !choices.some((b) => b.id === current.id) ? [...choices, current] : choices;
  if (boards.length === 0) return null;
  const known = boards.some((b) => b.id === selectedId);
  return (
    <div className="w-full sm:max-w-72">
      <Label htmlFor="board-selector" className="sr-only">
        Choose a board
      </Label>
      <Select
        id="board-selector"
        // The board's name (decision 049): the selector stands where the title was.
        className="font-bold sm:text-lg"
        value={known ? selectedId : ''}
        onChange={(event) => void navigate(boardPlayerPath(event.target.value))}
      >
        {!known && <option value="">Choose one of your boards</option>}
        {boards.map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
