import { Pencil } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { BackgroundControl } from './background-control.tsx';

/** Spec §2: the background drawn with its size (default cover; auto is a tiled repeat). */
export function backgroundStyle(profile: Profile): CSSProperties | undefined {
  const url = profile.profile_background_image_url;
  if (!url) return undefined;
  const size = profile.profile_background_settings.size ?? 'cover';
  return {
    backgroundImage: `url("${url.replaceAll('"', '%22')}")`,
    backgroundSize: size,
    backgroundRepeat: size === 'auto' ? 'repeat' : 'no-repeat',
    backgroundPosition: 'center',
  };
}

export function ProfileView({ profile, isOwner }: { profile: Profile; isOwner: boolean }) {
  const displayName = profile.full_name?.trim() || profile.username;
  const style = backgroundStyle(profile);
  return (
    <div
      data-testid="profile-background"
      data-size={style ? (profile.profile_background_settings.size ?? 'cover') : undefined}
      className="min-h-[calc(100dvh-12rem)] bg-surface-sunken px-4 py-10 sm:py-16"
      style={style}
    >
      <Card className="mx-auto max-w-xl text-center">
        <Avatar
          name={profile.username}
          src={profile.avatar_url}
          className="mx-auto size-28 text-4xl ring-4 ring-surface-raised"
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight break-words">{displayName}</h1>
        <p className="mt-1 text-ink-muted">@{profile.username}</p>
        <p className="mt-5 text-base break-words whitespace-pre-line">
          {profile.bio?.trim() ? (
            profile.bio
          ) : (
            <span className="text-ink-muted italic">{PROFILE_MESSAGES.bioFallback}</span>
          )}
        </p>
        {isOwner ? (
          <div className="mt-8 space-y-6 border-t border-line pt-6 text-left">
            <Button asChild variant="secondary" className="w-full sm:w-auto">
              <Link to={ROUTES.myAccount}>
                <Pencil aria-hidden /> {PROFILE_MESSAGES.editProfile}
              </Link>
            </Button>
            <BackgroundControl profile={profile} />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
