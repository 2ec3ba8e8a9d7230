// An instance's live health as imaging's scheduler sees it: a badge (Healthy green, Backing off
// amber, Down red, Unknown grey — always with its word), the jobs it runs now, and its last error
// with when it happened; a Paused badge when an admin paused it.
import type { InstanceHealth, InstanceHealthState } from '@atelier/contracts';
import { formatAgo, formatDateTime } from '../admin-ui/format';
import { StatusMark, type Tone } from '../admin-ui/StatusMark';

const STATE: Record<InstanceHealthState, { tone: Tone; label: string }> = {
  healthy: { tone: 'good', label: 'Healthy' },
  backing_off: { tone: 'warn', label: 'Backing off' },
  down: { tone: 'bad', label: 'Down' },
  unknown: { tone: 'idle', label: 'Unknown' },
};

export function HealthBadge({ state }: { state: InstanceHealthState }) {
  const s = STATE[state];
  return <StatusMark tone={s.tone}>{s.label}</StatusMark>;
}

export function PausedBadge() {
  return <StatusMark tone="warn">Paused</StatusMark>;
}

export function LastError({ health }: { health: InstanceHealth }) {
  if (!health.last_error) return <span className="text-muted-foreground">-</span>;
  return (
    <span className="grid max-w-72 gap-0.5">
      <span className="line-clamp-2 break-words" title={health.last_error}>
        {health.last_error}
      </span>
      {health.last_error_at ? (
        <time dateTime={health.last_error_at} title={formatDateTime(health.last_error_at)} className="text-xs text-muted-foreground">
          {formatAgo(health.last_error_at)}
        </time>
      ) : null}
    </span>
  );
}
