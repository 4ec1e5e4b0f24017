/** What other parts of the app use from announcements: the signed-in layouts' banner, the admin form's preview. */
export { AnnouncementBanner } from './components/announcement-banner';
export { AnnouncementCard } from './components/announcement-card';
