// A list's search box (spec §2 "Search by Prompt", the admin reports' "Search by name"): the
// kit's TextField with its label kept for screen readers only, and a Search button. Submitting
// hands the trimmed text to the list, which starts again from page 1 (spec §4); an empty search
// shows everything again.
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { cn } from '../lib/cn';
import { Button } from './Button';
import { TextField } from './Field';
import { Form } from './Form';

interface SearchValues {
  text: string;
}

export function SearchForm({ label, onSearch, className }: { label: string; onSearch(text: string): void; className?: string }) {
  const form = useForm<SearchValues>({ defaultValues: { text: '' } });
  return (
    <Form {...form}>
      <form role="search" aria-label={label} onSubmit={form.handleSubmit((v) => onSearch(v.text.trim()))} className={cn('flex w-full items-end gap-2 sm:max-w-md', className)}>
        <div className="min-w-0 flex-1">
          <TextField control={form.control} name="text" label={<span className="sr-only">{label}</span>} placeholder={label} />
        </div>
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
      </form>
    </Form>
  );
}
