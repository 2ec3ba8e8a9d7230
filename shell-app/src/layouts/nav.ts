// The side menus of both areas (spec §2 "Dashboard shell" and "Admin screens").
import {
  BadgeIndianRupee,
  Boxes,
  Brush,
  Cpu,
  Expand,
  Flame,
  Home,
  ImagePlus,
  ListOrdered,
  Receipt,
  ScanSearch,
  Tags,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (the area's home), not on its children. */
  end?: boolean;
  /** Opens in a new tab (the admin queue page). */
  external?: boolean;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const USER_NAV: NavGroup[] = [
  {
    label: 'Discover',
    items: [
      { label: 'Home', to: '/dashboard', icon: Home, end: true },
      { label: 'Community', to: '/dashboard/community-field', icon: Users },
      { label: 'Personal Feed', to: '/dashboard/personal-field', icon: UserRound },
    ],
  },
  {
    label: 'User Tool',
    items: [
      { label: 'Image Generation', to: '/dashboard/image-generate', icon: ImagePlus },
      { label: 'In Paint', to: '/dashboard/image-inpaint', icon: Brush },
      { label: 'Out Paint', to: '/dashboard/image-outpaint', icon: Expand },
      { label: 'Up Scaling', to: '/dashboard/image-up-scale', icon: ScanSearch },
    ],
  },
  {
    label: 'Billings & Plans',
    items: [
      { label: 'Pricing', to: '/dashboard/pricing', icon: Tags },
      { label: 'Transaction', to: '/dashboard/transaction', icon: Receipt },
      { label: 'Credits Burn', to: '/dashboard/credits', icon: Flame },
    ],
  },
];

export const ADMIN_NAV: NavGroup[] = [
  {
    label: 'Admin',
    items: [
      { label: 'Home', to: '/admin/dashboard', icon: Home, end: true },
      { label: 'User Report', to: '/admin/dashboard/user-report', icon: Users },
      { label: 'Model Report', to: '/admin/dashboard/model-report', icon: Boxes },
      { label: 'Model Instance Report', to: '/admin/dashboard/model-instance-report', icon: Cpu },
      { label: 'Plans', to: '/admin/dashboard/plans', icon: BadgeIndianRupee },
      { label: 'Queue', to: '/admin/dashboard/queue', icon: ListOrdered, external: true },
    ],
  },
];
