// Home's "Recent Creations" and Community: the category buttons, the prompt search and the
// community feed they select.
import { SearchForm } from '@atelier/ui-kit';
import { useState } from 'react';
import { ChoiceButtons } from './controls/ChoiceButtons';
import { FeedView } from './FeedView';
import { CATEGORY_CHOICES, categoryFilters, type CategoryChoice } from './filters';

export function CategoryFeed({ label }: { label: string }) {
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [prompt, setPrompt] = useState('');
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <ChoiceButtons label="Categories" choices={CATEGORY_CHOICES} value={category} onChange={setCategory} />
        <SearchForm label="Search by Prompt" onSearch={setPrompt} />
      </div>
      <FeedView kind="community" filters={{ ...categoryFilters(category), prompt }} label={label} />
    </div>
  );
}
