// Original file: atelier/events/v1/billing_events.proto


export interface PlansChanged {
  'plan_ids'?: (string)[];
  'change'?: (string);
  'changed_at'?: (string);
}

export interface PlansChanged__Output {
  'plan_ids': (string)[];
  'change': (string);
  'changed_at': (string);
}
