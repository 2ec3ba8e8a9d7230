// Results grouped by prompt (spec §2 "Generation History", in-painting results): each group is
// headed by its prompt with a grid of its images; "No Data Found" when there are none.
import type { ImageRecord } from '@atelier/contracts';
import { cn, EmptyState } from '@atelier/ui-kit';
import { useState } from 'react';
import { ImageDetailDialog } from '../image-detail/ImageDetailDialog';
import type { PromptGroup } from './groups';
import { ImageTile, PlaceholderTile } from './ImageTile';

export function HistoryGroups({ groups, columns = 'three' }: { groups: PromptGroup[]; columns?: 'two' | 'three' }) {
  const [open, setOpen] = useState<ImageRecord | null>(null);
  if (groups.length === 0) return <EmptyState />;
  return (
    <>
      <ol className="grid gap-6">
        {groups.map((g) => (
          <li key={g.prompt} className="grid gap-3">
            <h3 className="line-clamp-2 text-sm font-medium break-words">{g.prompt}</h3>
            <ul className={cn('grid gap-3', columns === 'two' ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3')}>
              {g.items.map((item) => (
                <li key={item.kind === 'image' ? item.record.id : `placeholder-${item.key}`}>
                  {item.kind === 'image' ? <ImageTile record={item.record} onOpen={setOpen} /> : <PlaceholderTile preview={item.preview} />}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <ImageDetailDialog image={open} onClose={() => setOpen(null)} />
    </>
  );
}
