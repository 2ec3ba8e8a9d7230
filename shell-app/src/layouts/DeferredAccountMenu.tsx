// The account menu, loaded on first intent (DeferredMenu says why). Until then it is the trigger
// alone: the same round button and label, with the person's initials drawn as Avatar draws them.
import { lazy } from 'react';
import { Button, InitialsAvatar } from '../ui/light';
import { ACCOUNT_TRIGGER_LABEL, type AccountMenuProps } from './AccountTrigger';
import { DeferredMenu } from './DeferredMenu';

const load = () => import('./AccountMenu');
const AccountMenu = lazy(async () => ({ default: (await load()).AccountMenu }));

export function DeferredAccountMenu(props: AccountMenuProps) {
  return (
    <DeferredMenu
      load={load}
      trigger={(intent) => (
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={ACCOUNT_TRIGGER_LABEL} {...intent}>
          <InitialsAvatar name={props.name} className="size-8" />
        </Button>
      )}
      open={() => <AccountMenu {...props} defaultOpen />}
    />
  );
}
