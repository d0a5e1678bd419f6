import { useShell } from '../../layout/ShellContext';
import { EnterpriseCentre } from './company-info/EnterpriseCentre';
import { EnterpriseLibrary } from './company-info/EnterpriseLibrary';

/**
 * /system/companyInfo (docs/accounts.md "企业信息"): 企业信息库 for administrators and developers
 * (administrators also audit), 企业中心 for enterprise users.
 */
export default function CompanyInfoPage() {
  const { role } = useShell();
  return role === 'U' ? <EnterpriseCentre /> : <EnterpriseLibrary mayAudit={role === 'M'} />;
}
