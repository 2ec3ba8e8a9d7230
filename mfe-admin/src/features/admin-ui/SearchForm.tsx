// A report's search box (the feeds' pattern: the kit's TextField with a hidden label, Search):
// submitting hands the trimmed text to the report, which starts again from page 1.
import { Button, Form, TextField } from '@atelier/ui-kit';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';

interface SearchValues {
  text: string;
}

export function SearchForm({ label, onSearch }: { label: string; onSearch(text: string): void }) {
  const form = useForm<SearchValues>({ defaultValues: { text: '' } });
  return (
    <Form {...form}>
      <form role="search" aria-label={label} onSubmit={form.handleSubmit((v) => onSearch(v.text.trim()))} className="flex w-full items-end gap-2 sm:max-w-sm">
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
