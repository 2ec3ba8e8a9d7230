// Results grouped by prompt (spec §2 "Generation History", in-painting results): each group is
// headed by its prompt with a grid of its images; "No Data Found" when there are none. With
// `inputOf` (in-painting) each result sits beside the picture it was painted from, both labelled.
import type { ImageRecord } from '@atelier/contracts';
import { EmptyState } from '@atelier/ui-kit';
import { useState, type ReactNode } from 'react';
import { ImageDetailDialog } from '../image-detail/ImageDetailDialog';
import type { PromptGroup } from './groups';
import { ImageTile, InputTile } from './ImageTile';

interface HistoryGroupsProps {
  groups: PromptGroup[];
  /** In-painting: the input of each result (null when it is not known). */
  inputOf?(record: ImageRecord): string | null;
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="grid content-start gap-1.5">
      <figcaption className="text-xs font-medium text-muted-foreground">{label}</figcaption>
      {children}
    </figure>
  );
}

export function HistoryGroups({ groups, inputOf }: HistoryGroupsProps) {
  const [open, setOpen] = useState<ImageRecord | null>(null);
  if (groups.length === 0) return <EmptyState />;
  return (
    <>
      <ol className="grid gap-6">
        {groups.map((g) => (
          <li key={g.prompt} className="grid gap-3">
            <h3 className="line-clamp-2 text-sm font-medium break-words">{g.prompt}</h3>
            {inputOf ? (
              <ul className="grid gap-4 lg:grid-cols-2">
                {g.records.map((r) => (
                  <li key={r.id} className="grid grid-cols-2 items-start gap-3">
                    <Labelled label="Input">
                      <InputTile src={inputOf(r)} imageSize={r.image_size} />
                    </Labelled>
                    <Labelled label="Result">
                      <ImageTile record={r} onOpen={setOpen} />
                    </Labelled>
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="grid grid-cols-1 items-start gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
                {g.records.map((r) => (
                  <li key={r.id}>
                    <ImageTile record={r} onOpen={setOpen} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <ImageDetailDialog image={open} onClose={() => setOpen(null)} />
    </>
  );
}
