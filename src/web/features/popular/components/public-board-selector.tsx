import { useNavigate } from 'react-router';
import { publicBoardPath } from '#shared/routes.ts';
import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { usePopularBoards } from '../api/get-popular.ts';

/** The visitor home's board selector (spec §2): picks a public board and opens its shared view. */
export function PublicBoardSelector() {
  const navigate = useNavigate();
  const popular = usePopularBoards();
  const boards = popular.data ?? [];
  return (
    <div className="flex w-full items-center gap-3 sm:w-auto">
      <Label
        htmlFor="public-board-selector"
        className="shrink-0 text-sm font-medium text-ink-muted max-sm:sr-only"
      >
        {POPULAR_MESSAGES.selectorLabel}
      </Label>
      <div className="w-full sm:w-64">
        <Select
          id="public-board-selector"
          disabled={boards.length === 0}
          onChange={(event) => void navigate(publicBoardPath(event.target.value, false))}
        >
          <option value="">
            {popular.isPending ? POPULAR_MESSAGES.selectorLoading : POPULAR_MESSAGES.selectorPrompt}
          </option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
