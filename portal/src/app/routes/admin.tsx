import { AuditSearch } from '@/features/admin-audit/components/audit-search';
import { KioskFleet } from '@/features/admin-fleet/components/kiosk-fleet';
import { NotaryAdmin } from '@/features/admin-notaries/components/notary-admin';
import { OfficeAdmin } from '@/features/admin-notaries/components/office-admin';
import { UserDetails } from '@/features/admin-users/components/user-details';
import { UserList } from '@/features/admin-users/components/user-list';

/** The administrator's pages: the server answers 403 to anyone else, and the page shows it. */
export const AdminUsersPage = () => <UserList />;
export const AdminUserPage = () => <UserDetails />;
export const AdminNotariesPage = () => <NotaryAdmin />;
export const AdminOfficesPage = () => <OfficeAdmin />;
export const AdminKiosksPage = () => <KioskFleet />;
export const AdminAuditPage = () => <AuditSearch />;
