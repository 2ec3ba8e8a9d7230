// screensApp draws the page of the asked screen (with the App's props) and nothing for an unknown
// id; comingSoonPages makes one "Coming soon" page per placeholder, under its own title.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { comingSoonPages, screensApp } from '../src/components/ScreensApp';

type Props = { area: string; screen: string };
const App = screensApp<Props>({
  home: ({ area }: Props) => createElement('p', null, `home in ${area}`),
  ...comingSoonPages({ plans: { title: 'Plan Report', subtitle: 'Credit plans on sale', what: 'Every plan.' } }),
});
const render = (screen: string) => renderToStaticMarkup(createElement(App, { area: 'admin', screen }));

test('the page of the screen, given the App props', () => {
  expect(render('home')).toBe('<p>home in admin</p>');
});

test('a placeholder page: its title, subtitle and the coming-soon note', () => {
  const html = render('plans');
  expect(html).toContain('Plan Report');
  expect(html).toContain('Credit plans on sale');
  expect(html).toContain('Coming soon');
  expect(html).toContain('Every plan.');
});

test('a screen the remote does not draw renders nothing', () => {
  expect(render('nope')).toBe('');
});
