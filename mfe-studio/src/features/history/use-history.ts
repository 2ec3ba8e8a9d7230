// One screen's history (Playground, In-painting): the user's images of that operation from the
// query cache, grouped by prompt, with every pending one followed until it finishes (spec §4:
// "when history loads with pending images, polling starts for each").
import type { ImageRecord } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { userImagesQuery } from '../api/queries';
import type { Operation } from '../api/studio-api';
import { useErrorToast } from '../api/use-error-toast';
import { useCanceledImages } from '../jobs/cancel-job';
import { groupByPrompt, pendingRecords, type PromptGroup } from './groups';

export interface OperationHistory {
  groups: PromptGroup[];
  /** Images still running (part of the screen's queue). */
  pending: number;
  loading: boolean;
}

export function useOperationHistory(op: Operation, follow: (r: ImageRecord) => void, keepFailed?: ReadonlySet<string>): OperationHistory {
  const query = useQuery(userImagesQuery());
  useErrorToast(query.error);
  const records = useMemo(() => (query.data ?? []).filter((r) => r.operation === op), [query.data, op]);
  const pending = useMemo(() => pendingRecords(records), [records]);
  // Following an image twice only replaces its handlers, so a refetch can safely run this again.
  useEffect(() => pending.forEach((r) => follow(r)), [pending, follow]);
  // Images canceled during this visit stay, saying "Canceled", beside those the screen keeps.
  const canceled = useCanceledImages((s) => s.ids);
  const keep = useMemo(() => (keepFailed ? new Set([...keepFailed, ...canceled]) : canceled), [keepFailed, canceled]);
  const groups = useMemo(() => groupByPrompt(records, keep), [records, keep]);
  return { groups, pending: pending.length, loading: query.isPending };
}
