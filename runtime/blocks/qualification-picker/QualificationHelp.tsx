import { Popover, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';

/** The rules users are shown (spec 002 §2 "Qualification picker"). */
export const QUALIFICATION_RULES = [
  '企业资质：报名时企业所具备的资质须达到或高于要求的等级；',
  '项目负责人资质：要求与企业资质相同；',
  '多项资质要求为“或”关系时，满足其中任意一项即可；',
  '多项资质要求为“且”关系时，须全部满足，且须由同一项目负责人满足全部要求（联合体除外）。',
];

export function QualificationHelp() {
  const content = (
    <ol style={{ margin: 0, paddingLeft: 18, maxWidth: 380 }}>
      {QUALIFICATION_RULES.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ol>
  );
  return (
    <Popover title="资质要求说明" content={content} trigger={['hover', 'click']} placement="bottomLeft">
      <Typography.Link>
        <QuestionCircleOutlined /> 资质要求说明
      </Typography.Link>
    </Popover>
  );
}
