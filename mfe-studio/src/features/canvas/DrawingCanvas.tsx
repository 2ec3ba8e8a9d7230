// The in-painting editor (spec §2, §9): an uploaded image as the background, a semi-transparent
// grey brush of radius 30 painting the area to change, undo, erase all, and zoom 0.33–3 (buttons,
// or Ctrl + wheel). Strokes live on their own layer, so the mask is computed from the strokes only.
import { Button, Input } from '@atelier/ui-kit';
import { errorToast } from '@atelier/shell-contract';
import { Eraser, ImageUp, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type PointerEvent } from 'react';
import { isImageFile, readImageFile, type PickedImage } from '../media/read-file';
import { BRUSH_CSS, BRUSH_OPACITY, BRUSH_RADIUS, strokesToMask } from './mask';
import { clampZoom, DEFAULT_CANVAS, fitZoom, wheelZoom, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './zoom';

type Point = { x: number; y: number };

export interface DrawingCanvasHandle {
  /** The painted area as a black-and-white PNG data URL of the canvas's size. */
  maskDataUrl(): string;
}

function drawStroke(ctx: CanvasRenderingContext2D, stroke: Point[]) {
  ctx.fillStyle = BRUSH_CSS;
  ctx.strokeStyle = BRUSH_CSS;
  ctx.lineWidth = BRUSH_RADIUS * 2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (stroke.length === 1) {
    ctx.beginPath();
    ctx.arc(stroke[0].x, stroke[0].y, BRUSH_RADIUS, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.beginPath();
  ctx.moveTo(stroke[0].x, stroke[0].y);
  for (const p of stroke.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.stroke();
}

export const DrawingCanvas = forwardRef<DrawingCanvasHandle, { onImage(image: PickedImage): void; disabled?: boolean }>(function DrawingCanvas(
  { onImage, disabled },
  ref,
) {
  const [size, setSize] = useState<{ width: number; height: number }>(DEFAULT_CANVAS);
  const [zoom, setZoom] = useState(1);
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const [backdrop, setBackdrop] = useState<HTMLImageElement | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const background = useRef<HTMLCanvasElement>(null);
  const paint = useRef<HTMLCanvasElement>(null);
  const current = useRef<Point[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const redraw = useCallback((all: Point[][]) => {
    const ctx = paint.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    all.forEach((s) => drawStroke(ctx, s));
  }, []);

  useEffect(() => redraw(strokes), [strokes, size, redraw]);

  // Setting a canvas's size clears it, so the backdrop is drawn after every resize.
  useEffect(() => {
    const ctx = background.current?.getContext('2d');
    if (!ctx || !backdrop) return;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.drawImage(backdrop, 0, 0);
  }, [backdrop, size]);

  // Fit the canvas to the space it has (mobile: it scales down), whenever its size changes.
  useEffect(() => {
    setZoom(fitZoom(size.width, viewport.current?.clientWidth ?? size.width));
  }, [size]);

  // Ctrl + wheel zooms. React's wheel listener is passive, so preventDefault needs a native one.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setZoom((z) => wheelZoom(z, e.deltaY));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  useImperativeHandle(ref, () => ({
    maskDataUrl() {
      const src = paint.current!;
      const pixels = src.getContext('2d')!.getImageData(0, 0, src.width, src.height);
      const out = document.createElement('canvas');
      out.width = src.width;
      out.height = src.height;
      out.getContext('2d')!.putImageData(new ImageData(strokesToMask(pixels.data), src.width, src.height), 0, 0);
      return out.toDataURL('image/png');
    },
  }));

  const toCanvas = (e: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) / rect.width) * size.width, y: ((e.clientY - rect.top) / rect.height) * size.height };
  };

  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    current.current = [toCanvas(e)];
    const ctx = paint.current?.getContext('2d');
    if (ctx) drawStroke(ctx, current.current);
  };
  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke) return;
    const p = toCanvas(e);
    const ctx = paint.current?.getContext('2d');
    if (ctx) drawStroke(ctx, [stroke[stroke.length - 1], p]);
    stroke.push(p);
  };
  const onUp = () => {
    const stroke = current.current;
    current.current = null;
    if (stroke) setStrokes((all) => [...all, stroke]);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file.type)) {
      errorToast('Please choose an image file');
      return;
    }
    const picked = await readImageFile(file);
    const img = new Image();
    img.onload = () => {
      setSize({ width: img.naturalWidth, height: img.naturalHeight });
      setStrokes([]);
      setBackdrop(img);
      onImage(picked);
    };
    img.onerror = () => errorToast('Please choose an image file');
    img.src = picked.dataUrl;
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Canvas tools">
        <Input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="hidden"
          aria-label="Upload image file"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={disabled}>
          <ImageUp aria-hidden /> Upload image
        </Button>
        <Button variant="outline" size="sm" onClick={() => setStrokes((s) => s.slice(0, -1))} disabled={disabled || strokes.length === 0}>
          <Undo2 aria-hidden /> Undo
        </Button>
        <Button variant="outline" size="sm" onClick={() => setStrokes([])} disabled={disabled || strokes.length === 0}>
          <Eraser aria-hidden /> Erase all
        </Button>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Zoom out" onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))} disabled={zoom <= ZOOM_MIN}>
            <ZoomOut aria-hidden />
          </Button>
          <span className="w-12 text-center text-xs tabular-nums" aria-live="polite" aria-label="Zoom level">
            {Math.round(zoom * 100)}%
          </span>
          <Button variant="ghost" size="icon" aria-label="Zoom in" onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))} disabled={zoom >= ZOOM_MAX}>
            <ZoomIn aria-hidden />
          </Button>
        </div>
      </div>
      <div ref={viewport} className="max-h-[70vh] w-full overflow-auto rounded-lg border bg-muted/50">
        <div className="relative mx-auto" style={{ width: size.width * zoom, height: size.height * zoom }}>
          <canvas ref={background} width={size.width} height={size.height} className="absolute inset-0 size-full" aria-hidden />
          {!backdrop ? (
            <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground">
              Upload an image, then paint over the part to change
            </p>
          ) : null}
          <canvas
            ref={paint}
            width={size.width}
            height={size.height}
            aria-label="Mask drawing area"
            className="absolute inset-0 size-full cursor-crosshair touch-none"
            style={{ opacity: BRUSH_OPACITY }}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
          />
        </div>
      </div>
    </div>
  );
});
