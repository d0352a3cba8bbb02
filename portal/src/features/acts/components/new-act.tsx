import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { modeOfPath } from '@/config/env';
import { modePaths } from '@/config/paths';
import { CreateActDialog } from './create-act-dialog';

/**
 * `enotarial_act/-1?type=…`, the catalogue's "create act" link: the new-act form, the type chosen already; with
 * `&quick=1` (the kiosk menu's acts) it leads on to the act's quick start.
 */
export function NewAct() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => void navigate(modePaths.myActs(modeOfPath(pathname)), { replace: true });
  return (
    <>
      <PageTitle>{t('acts.create.title')}</PageTitle>
      <CreateActDialog opened defaultType={params.get('type') ?? ''} quick={params.get('quick') === '1'} onClose={close} />
    </>
  );
}
