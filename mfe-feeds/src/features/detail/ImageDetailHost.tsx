// The studio's image detail dialog opened from a feed card, with the feeds' own actions in its
// `actions` slot: like (with its count), follow/unfollow the author, and Remix (the Playground,
// prefilled). The dialog's chunk loads on the first open; if the studio cannot be loaded the feed
// says so in place of the dialog and keeps working.
import { Button } from '@atelier/ui-kit';
import { Heart, Shuffle, UserCheck, UserPlus } from 'lucide-react';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { offersFollow, useFollow, useLike } from '../feed-actions';
import type { FeedImage } from '../feed-api';
import { remixHref } from '../image-links';
import { loadStudioImageDetail } from './studio-detail';

const StudioImageDetail = lazy(loadStudioImageDetail);

class DetailBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <p role="alert" className="text-sm text-muted-foreground">
        The image details cannot be opened right now.
      </p>
    ) : (
      this.props.children
    );
  }
}

export interface ImageDetailHostProps {
  /** The open image (kept current from the feed's cache, so a like shows at once); null: closed. */
  image: FeedImage | null;
  onClose(): void;
}

export function ImageDetailHost({ image, onClose }: ImageDetailHostProps) {
  // Nothing loads until a card is first opened; then the dialog stays mounted to animate closing.
  const [opened, setOpened] = useState(false);
  if (image && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <DetailBoundary>
      <Suspense fallback={null}>
        <StudioImageDetail image={image} onClose={onClose} actions={image ? <FeedActions image={image} onLeave={onClose} /> : null} />
      </Suspense>
    </DetailBoundary>
  );
}

function FeedActions({ image, onLeave }: { image: FeedImage; onLeave(): void }) {
  const like = useLike();
  const follow = useFollow();
  const author = image.User;
  // A click while the last one is on its way is ignored (not disabled: focus stays on the button).
  return (
    // The dialog's content is scoped to mfe_studio's styles; these buttons carry this remote's scope.
    <div data-mf-remote="mfe_feeds" className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        aria-pressed={image.liked}
        onClick={() => like.isPending || like.mutate({ image, liked: !image.liked })}
      >
        <Heart aria-hidden className={image.liked ? 'fill-current text-red-600' : undefined} />
        Like
        <span data-testid="like-count">{image.like_count}</span>
      </Button>
      {offersFollow(image) ? (
        <Button
          variant="outline"
          onClick={() => follow.isPending || follow.mutate({ userId: author.id, following: !author.following })}
        >
          {author.following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
          {author.following ? `Unfollow ${author.name}` : `Follow ${author.name}`}
        </Button>
      ) : null}
      <Button asChild variant="secondary">
        <Link to={remixHref(image)} onClick={onLeave}>
          <Shuffle aria-hidden />
          Remix
        </Link>
      </Button>
    </div>
  );
}
