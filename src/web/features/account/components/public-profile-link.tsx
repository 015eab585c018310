import { Copy, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PROFILE_LINK_MESSAGES as M, PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import { profilePath } from '#shared/routes.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

/** The public profile's address with Copy and a link to it; follows the username. */
export function PublicProfileLink({ profile }: { profile: Profile }) {
  const path = profilePath(profile.public_url_slug);
  const link = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(M.copied);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="space-y-2">
      <Label htmlFor="public-profile-link">{M.label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="public-profile-link"
          readOnly
          value={link}
          aria-describedby="public-profile-link-hint"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden /> {M.copy}
          </Button>
          <Button asChild variant="secondary">
            <Link to={path}>
              <ExternalLink aria-hidden /> {PROFILE_MESSAGES.viewPublicProfile}
            </Link>
          </Button>
        </div>
      </div>
      <p id="public-profile-link-hint" className="text-sm text-ink-muted">
        {M.hint}
      </p>
    </div>
  );
}
