// Replaces the theme's announcement bar with nothing: docusaurus.config.ts
// sets no `themeConfig.announcementBar`, for which the theme's bar never
// renders, and its code would be bundled with every page. Remove this file
// before configuring an announcement.
import type {ReactNode} from 'react';

export default function AnnouncementBar(): ReactNode {
  return null;
}
