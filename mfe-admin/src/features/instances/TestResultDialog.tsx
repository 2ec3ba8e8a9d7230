// What Test connection answered: the node answered or not, how long it took and what it said.
import type { ResponseOf } from '@atelier/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@atelier/ui-kit/src/widgets';
import { StatusMark } from '../admin-ui/StatusMark';

export type TestAnswer = ResponseOf<'adminTestInstance'>['data'];

export function TestResultDialog({ name, answer, onClose }: { name: string; answer: TestAnswer | null; onClose(): void }) {
  return (
    <Dialog open={answer !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Test connection: {name}</DialogTitle>
          <DialogDescription>The node asked through its adapter, just now.</DialogDescription>
        </DialogHeader>
        {answer ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="test-result">
            <dt className="text-muted-foreground">Result</dt>
            <dd>{answer.ok ? <StatusMark tone="good">OK</StatusMark> : <StatusMark tone="bad">Failed</StatusMark>}</dd>
            <dt className="text-muted-foreground">Latency</dt>
            <dd>{answer.latency_ms} ms</dd>
            <dt className="text-muted-foreground">Detail</dt>
            <dd className="break-words">{answer.detail || '-'}</dd>
          </dl>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
