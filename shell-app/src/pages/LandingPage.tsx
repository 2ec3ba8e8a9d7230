// The public landing page (/): what Atelier does, and the way in (register / login).
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Logo } from '../ui/light';
import { ArrowRight, Brush, Coins, Expand, ImagePlus, ScanSearch, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DeferredThemeMenu } from '../layouts/DeferredThemeMenu';

const FEATURES = [
  { icon: ImagePlus, title: 'Image Generation', text: 'Describe it in a sentence and get one, two or three images back in seconds.' },
  { icon: Brush, title: 'In-Paint', text: 'Paint over any part of a picture and let the model redraw just that area.' },
  { icon: Expand, title: 'Out-Paint', text: 'Extend a picture beyond its borders — left, right, top or bottom.' },
  { icon: ScanSearch, title: 'Up-Scale', text: 'Sharpen and enlarge up to 6× with the upscaling method of your choice.' },
  { icon: Users, title: 'Community Feed', text: 'Browse what others create, search by prompt and keep your own feed.' },
  { icon: Coins, title: 'Pay as you go', text: 'Prepaid credits, plans in INR and USD, and a clear report of every credit spent.' },
];

// Decorative "generated" tiles: pure CSS gradients, so the page needs no image downloads.
const TILES = [
  { prompt: 'neon koi pond at dusk', bg: 'linear-gradient(135deg,#7c6cff 0%,#e0559b 55%,#ffb86b 100%)' },
  { prompt: 'misty pine valley, film grain', bg: 'linear-gradient(160deg,#0f766e 0%,#6ee7b7 60%,#f0fdf4 100%)' },
  { prompt: 'retro robot reading a book', bg: 'linear-gradient(200deg,#1e3a8a 0%,#60a5fa 50%,#fde68a 100%)' },
  { prompt: 'desert dunes under two moons', bg: 'linear-gradient(180deg,#7c2d12 0%,#f97316 50%,#fed7aa 100%)' },
];

const STEPS = [
  { n: 1, title: 'Create your account', text: 'Sign up with your email or Google in under a minute.' },
  { n: 2, title: 'Write a prompt', text: 'Pick a model and a size, describe the picture, press Submit.' },
  { n: 3, title: 'Refine and share', text: 'In-paint, out-paint or up-scale it, then publish to the community.' },
];

function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" aria-label="Atelier home" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo className="h-7 sm:h-8" />
        </Link>
        <nav aria-label="Page sections" className="ml-6 hidden gap-6 text-sm text-muted-foreground md:flex">
          <a href="#features" className="hover:text-foreground">Features</a>
          <a href="#how-it-works" className="hover:text-foreground">How it works</a>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <DeferredThemeMenu />
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <Link to="/login">Log in</Link>
          </Button>
          <Button asChild>
            <Link to="/register">Get started</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div className="space-y-6 text-center lg:text-left">
          <Badge variant="secondary" className="mx-auto lg:mx-0">
            <Sparkles className="size-3.5" aria-hidden /> AI image studio
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Turn a sentence into a{' '}
            <span className="bg-gradient-to-r from-[#7c6cff] to-[#e0559b] bg-clip-text text-transparent">picture</span>.
          </h1>
          <p className="mx-auto max-w-xl text-lg text-muted-foreground lg:mx-0">
            Generate, in-paint, out-paint and up-scale images from a prompt. Share them with the community, and pay only for the
            credits you use.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link to="/register">
                Create a free account <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">I already have an account</Link>
            </Button>
          </div>
        </div>
        <ul aria-label="Example creations" className="grid grid-cols-2 gap-3 sm:gap-4">
          {TILES.map((t, i) => (
            <li
              key={t.prompt}
              className={`relative aspect-square overflow-hidden rounded-2xl shadow-lg ring-1 ring-black/5 ${i % 2 === 1 ? 'translate-y-6' : ''}`}
              style={{ background: t.bg }}
            >
              <span className="absolute inset-x-2 bottom-2 rounded-lg bg-black/45 px-2 py-1 text-xs text-white backdrop-blur">“{t.prompt}”</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-t bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">Everything in one studio</h2>
          <p className="mt-2 text-muted-foreground">From the first prompt to the final, print-ready picture.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </div>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="how-title" className="mb-10 text-center text-3xl font-bold tracking-tight">How it works</h2>
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((s) => (
          <li key={s.n}>
            <Card className="h-full">
              <CardContent className="space-y-2 pt-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{s.n}</span>
                <h3 className="font-semibold">{s.title}</h3>
                <p className="text-sm text-muted-foreground">{s.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-14 flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-r from-[#7c6cff] to-[#e0559b] px-6 py-10 text-center text-white">
        <h2 className="text-2xl font-bold sm:text-3xl">Your next picture is one prompt away</h2>
        <Button asChild size="lg" variant="secondary">
          <Link to="/register">Start creating</Link>
        </Button>
      </div>
    </section>
  );
}

export function LandingPage() {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <Features />
        <HowItWorks />
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
          <span>© {new Date().getFullYear()} Atelier</span>
          <nav aria-label="Footer" className="flex gap-4">
            <Link to="/login" className="hover:text-foreground">Log in</Link>
            <Link to="/register" className="hover:text-foreground">Register</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
