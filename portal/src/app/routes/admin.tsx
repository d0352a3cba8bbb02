import { ServiceIntro } from '@/components/ui/service-intro';

export const AdminUsersPage = () => <ServiceIntro page="adminUsers" />;
export const AdminUserPage = () => <ServiceIntro page="adminUser" />;
