import {
  AppstoreOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  EditOutlined,
  SendOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { TypeCardIcon } from '../../../schemas/type-cards';

/** The component of each icon name a card may carry (schemas/type-cards.ts TYPE_CARD_ICONS). */
export const TYPE_CARD_ICON_COMPONENTS: Record<TypeCardIcon, typeof AppstoreOutlined> = {
  AppstoreOutlined,
  ClockCircleOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  EditOutlined,
  SendOutlined,
  StarOutlined,
  WarningOutlined,
};
