// The dashboard home (/dashboard, spec §2 "Home"): the greeting with the user's name, the four
// feature cards (each opens its tool — Image Generation the Playground, Canvas Editor In Paint's
// canvas — or says plainly that it is coming), and "Recent Creations":
// the community feed by category and prompt.
import { useSession } from '@atelier/shell-contract';
import { Badge, PageHeader } from '@atelier/ui-kit';
import { Brush, Clapperboard, ImagePlus, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CategoryFeed } from '../features/CategoryFeed';
import { CANVAS_EDITOR_PATH, PLAYGROUND_PATH } from '../features/image-links';

interface Feature {
  title: string;
  mark: string;
  icon: LucideIcon;
  /** Where the tool is; none yet: the card says "Coming soon" and leads nowhere. */
  href?: string;
  /** What the link says it opens. */
  opens?: string;
}

const FEATURES: readonly Feature[] = [
  { title: 'Image Generation', mark: 'Popular', icon: ImagePlus, href: PLAYGROUND_PATH, opens: 'Open the Playground' },
  { title: 'Realtime Canvas', mark: 'Beta', icon: Sparkles },
  { title: 'Canvas Editor', mark: 'Popular', icon: Brush, href: CANVAS_EDITOR_PATH, opens: 'Paint over an image (In Paint)' },
  { title: 'Motion', mark: 'New', icon: Clapperboard },
];

function FeatureCard({ f }: { f: Feature }) {
  const body = (
    <>
      <f.icon aria-hidden className="size-6 text-primary" />
      <span className="flex flex-wrap items-center gap-2 font-semibold">
        {f.title}
        <Badge variant="secondary">{f.mark}</Badge>
      </span>
      <span className="text-sm text-muted-foreground">{f.href ? f.opens : 'Coming soon'}</span>
    </>
  );
  const box = 'flex h-full flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground';
  return (
    <li>
      {f.href ? (
        <Link to={f.href} className={`${box} outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring`}>
          {body}
        </Link>
      ) : (
        <div className={`${box} border-dashed`}>{body}</div>
      )}
    </li>
  );
}

export function HomePage() {
  const name = useSession((s) => s.user?.name ?? '');
  return (
    <section className="grid gap-8">
      <PageHeader title={`Get Started From Here${name ? `, ${name}` : ''}`} subtitle="Top picks for you. Updated daily." />
      <ul aria-label="Tools" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {FEATURES.map((f) => (
          <FeatureCard key={f.title} f={f} />
        ))}
      </ul>
      <section aria-labelledby="recent-title" className="grid gap-4">
        <h2 id="recent-title" className="text-xl font-semibold">
          Recent Creations
        </h2>
        <CategoryFeed label="Recent Creations" />
      </section>
    </section>
  );
}
