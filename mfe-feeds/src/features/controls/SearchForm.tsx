// "Search by Prompt" + Search (spec §2): submitting sets the feed's prompt, which starts the list
// again from page 1 and replaces it (spec §4). An empty search shows the whole feed again.
import { Button, Form, TextField } from '@atelier/ui-kit';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';

interface SearchValues {
  prompt: string;
}

export function SearchForm({ onSearch }: { onSearch(prompt: string): void }) {
  const form = useForm<SearchValues>({ defaultValues: { prompt: '' } });
  return (
    <Form {...form}>
      <form role="search" onSubmit={form.handleSubmit((v) => onSearch(v.prompt.trim()))} className="flex w-full items-end gap-2 sm:max-w-md">
        <div className="min-w-0 flex-1">
          <TextField control={form.control} name="prompt" label={<span className="sr-only">Search by Prompt</span>} placeholder="Search by Prompt" />
        </div>
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
      </form>
    </Form>
  );
}
