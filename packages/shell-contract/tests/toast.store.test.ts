// The toast bus: one toast at a time, and the spec §8 error/success shapes.
import { MSG } from '@atelier/contracts/src/messages';
import { errorToast, successToast, toast, useToasts } from '../src/toast.store';

beforeEach(() => useToasts.getState().dismiss());

describe('toast store', () => {
  it('keeps only the latest toast', () => {
    toast({ title: 'first' });
    toast({ title: 'second' });
    expect(useToasts.getState().current?.title).toBe('second');
  });

  it('errorToast shows the server message, destructive, with "Try again"', () => {
    errorToast('Invalid credentials');
    const t = useToasts.getState().current;
    expect(t).toMatchObject({ title: MSG.genericTitle, description: 'Invalid credentials', variant: 'destructive' });
    expect(t?.action?.label).toBe('Try again');
  });

  it('errorToast falls back to the generic text, or to nothing when told', () => {
    errorToast(null);
    expect(useToasts.getState().current?.description).toBe(MSG.genericError);
    errorToast(undefined, { fallback: null });
    expect(useToasts.getState().current?.description).toBeUndefined();
  });

  it('the default "Try again" action dismisses the toast', () => {
    errorToast('x');
    useToasts.getState().current?.action?.onClick();
    expect(useToasts.getState().current).toBeNull();
  });

  it('dismiss(id) closes only that toast: a newer one that replaced it stays', () => {
    toast({ title: 'first' });
    const first = useToasts.getState().current!.id;
    toast({ title: 'second' });
    useToasts.getState().dismiss(first);
    expect(useToasts.getState().current?.title).toBe('second');
    useToasts.getState().dismiss(useToasts.getState().current!.id);
    expect(useToasts.getState().current).toBeNull();
  });

  it('successToast uses the status as title and msg as description', () => {
    successToast('success', 'Profile updated');
    expect(useToasts.getState().current).toMatchObject({ title: 'success', description: 'Profile updated' });
  });
});
