// The audit log's state as the server's query: action, entity and actor (an admin's id) filters
// and the page; only what says something is sent, and a new filter starts from page 1. Pure.
import type { AuditAction, AuditEntity, QueryOf } from '@atelier/contracts';
import { AuditAction as Actions, AuditEntity as Entities } from '@atelier/contracts';
import { withoutBlanks } from '../admin-ui/blanks';
import type { FilterChoice } from '../admin-ui/FilterSelect';

export interface AuditFilters {
  action: AuditAction | '';
  entity: AuditEntity | '';
  /** The admin whose actions are shown, with the name the chip says; '' for everyone. */
  actor: string;
  actorName: string;
  page: number;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', entity: '', actor: '', actorName: '', page: 1 };

export function auditQueryParams(f: AuditFilters): NonNullable<QueryOf<'adminAuditLog'>> {
  return withoutBlanks({ page: f.page, action: f.action, entity: f.entity, actor: f.actor });
}

export const refilterAudit = (f: AuditFilters, change: Partial<Omit<AuditFilters, 'page'>>): AuditFilters => ({ ...f, ...change, page: 1 });

/** "model_instance" → "Model instance". */
const words = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/** "user.credits_adjust" → "User: credits adjust". */
export const actionLabel = (a: string): string => {
  const [entity, verb] = a.split('.');
  return verb ? `${words(entity)}: ${verb.replace(/_/g, ' ')}` : words(a);
};
export const entityLabel = words;

export const ACTION_CHOICES: readonly FilterChoice<AuditAction>[] = Actions.options.map((value) => ({ value, label: actionLabel(value) }));
export const ENTITY_CHOICES: readonly FilterChoice<AuditEntity>[] = Entities.options.map((value) => ({ value, label: words(value) }));
