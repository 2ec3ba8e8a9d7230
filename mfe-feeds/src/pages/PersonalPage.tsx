// Personal Feed (/dashboard/personal-field, spec §2 "Feeds"): the tabs Your Generation (own images,
// public and private), Followers Feed (public images of the people followed) and Liked Feed; a
// prompt search; the orders All, Upscale, Trending, New, Top; the masonry grid with Load More.
import { PageHeader, SearchForm } from '@atelier/ui-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atelier/ui-kit/src/widgets';
import { useState } from 'react';
import { ChoiceButtons } from '../features/controls/ChoiceButtons';
import type { FeedSort, FeedTab } from '../features/feed-api';
import { FeedView } from '../features/FeedView';
import { SORT_CHOICES, TAB_CHOICES } from '../features/filters';

export function PersonalPage() {
  const [tab, setTab] = useState<FeedTab>('mine');
  const [sort, setSort] = useState<FeedSort>('all');
  const [prompt, setPrompt] = useState('');
  return (
    <section className="grid gap-6">
      <PageHeader title="Personal Feed" subtitle="Your generations, the people you follow and what you liked" />
      <Tabs value={tab} onValueChange={(v) => setTab(v as FeedTab)}>
        <TabsList aria-label="Personal feeds" className="h-auto flex-wrap">
          {TAB_CHOICES.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Radix draws only the active tab's panel; each tab's triggers point at their panel. */}
        {TAB_CHOICES.map((t) => (
          <TabsContent key={t.value} value={t.value} className="mt-6 grid gap-6">
            <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
              <ChoiceButtons label="Order" choices={SORT_CHOICES} value={sort} onChange={setSort} />
              <SearchForm label="Search by Prompt" onSearch={setPrompt} />
            </div>
            <FeedView kind="personal" filters={{ tab, sort, prompt }} label={t.label} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
