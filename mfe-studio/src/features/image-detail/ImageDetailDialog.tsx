// Image detail dialog (spec §2): the large image, Download, the author and the "Prompt details".
// On a phone it is one scrolling column: a band for the close button, the image, the details.
// Exposed as mfe_studio/ImageDetail for other remotes (the feeds), so its content carries this
// remote's style scope itself rather than relying on where it is opened.
import type { ImageRecord } from '@atelier/contracts';
import { Button } from '@atelier/ui-kit';
import { Avatar, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@atelier/ui-kit/src/widgets';
import { Download } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { studioErrorToast } from '../api/errors';
import { fullUrl } from '@atelier/contracts';
import { downloadImage } from './download';

export interface ImageDetailProps {
  /** The image to show; null keeps the dialog closed. */
  image: ImageRecord | null;
  onClose(): void;
  /** Another remote's controls for this image, under the author (the feeds: like, follow, Remix). */
  actions?: ReactNode;
}

const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
};

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 grid gap-0.5' : 'grid gap-0.5'}>
      <dt className="text-xs font-semibold">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

export function ImageDetailDialog({ image, onClose, actions }: ImageDetailProps) {
  // Opened without a DialogTrigger, so Radix has nowhere to return focus on close: remember what
  // had focus (the image card) when it opened and go back there.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-5xl p-0 sm:p-0"
        onOpenAutoFocus={(e) => {
          const active = (e.currentTarget as HTMLElement).ownerDocument.activeElement;
          returnTo.current = active instanceof HTMLElement ? active : null;
        }}
        onCloseAutoFocus={(e) => {
          if (!returnTo.current?.isConnected) return;
          e.preventDefault();
          returnTo.current.focus();
        }}
      >
        {image ? <DetailBody image={image} actions={actions} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ image, actions }: { image: ImageRecord; actions?: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const url = fullUrl(image);
  const download = async () => {
    if (!url || !image.image_url) return;
    setBusy(true);
    try {
      await downloadImage(url, image.image_url);
    } catch {
      studioErrorToast(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-mf-remote="mfe_studio" className="grid gap-0 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {/* On a phone the dialog's close button (top right) sits on this column's plain top band,
          never on the image; the image leaves room for the details to start on the first screen. */}
      <div className="flex items-center justify-center bg-muted p-3 pt-14 md:rounded-l-xl md:pt-3">
        {url ? <img src={url} alt={image.prompt} className="max-h-[45dvh] w-auto max-w-full rounded-md object-contain md:max-h-[70vh]" /> : null}
      </div>
      <div className="flex flex-col gap-5 p-6">
        <DialogHeader>
          <DialogTitle>Image details</DialogTitle>
          <DialogDescription className="sr-only">The image, its author and the prompt details</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <Avatar name={image.User.name} src={image.User.profile_pic} />
          <span className="font-medium">{image.User.name}</span>
        </div>
        {actions}
        <Button onClick={download} loading={busy} disabled={!url}>
          <Download aria-hidden />
          Download
        </Button>
        <section aria-labelledby="prompt-details" className="grid gap-3">
          <h3 id="prompt-details" className="font-semibold">
            Prompt details
          </h3>
          {/* One <dl> whose direct children are the dt/dd pairs (each in a div), as HTML requires. */}
          <dl className="grid grid-cols-2 gap-3">
            <Detail label="Prompt" wide>
              {image.prompt}
            </Detail>
            <Detail label="Negative prompt" wide>
              {image.negative_prompt || '-'}
            </Detail>
            <Detail label="Input Resolution">{image.image_size}</Detail>
            <Detail label="Created">{formatDate(image.createdAt)}</Detail>
            <Detail label="Pipeline">Alchemy</Detail>
            <Detail label="Seed">{image.image_seed}</Detail>
            {/* What the node used (the cpu sketch names its scene); remote GPU nodes name none. */}
            <Detail label="Preset">{image.preset ?? '—'}</Detail>
            <Detail label="Prompt Magic">-</Detail>
          </dl>
        </section>
      </div>
    </div>
  );
}
