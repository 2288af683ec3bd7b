import type { Industry } from '@lj/contract';
import type { ComponentType } from 'react';
import {
  BankIcon,
  BroadcastIcon,
  BuildingIcon,
  CashCoinIcon,
  GemIcon,
  HammerIcon,
  HeartIcon,
  LaptopIcon,
  MortarboardIcon,
  PeopleIcon,
  TreeIcon,
  TruckIcon,
} from '../../../components/icons/industry-icons';
import type { IconProps } from '../../../components/icons/svg-icon';
import { industryIconName } from '../../../lib/industry-rules';

/** Bootstrap Icons names the API may send; anything else gets the building. */
const icons: Record<string, ComponentType<IconProps>> = {
  hammer: HammerIcon,
  bank: BankIcon,
  heart: HeartIcon,
  laptop: LaptopIcon,
  gem: GemIcon,
  tree: TreeIcon,
  people: PeopleIcon,
  broadcast: BroadcastIcon,
  'cash-coin': CashCoinIcon,
  mortarboard: MortarboardIcon,
  truck: TruckIcon,
};

export function IndustryIcon({ industry, size = 32 }: { industry: Pick<Industry, 'name' | 'icon'>; size?: number }) {
  const name = industryIconName(industry)?.replace(/^bi-/, '');
  const Icon = (name && icons[name]) || BuildingIcon;
  return <Icon size={size} className="text-primary" />;
}
