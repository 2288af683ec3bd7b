import type { Industry } from '@lj/contract';
import { buildingIconPaths, industryIconPaths } from '../../../components/icons/industry-icons';
import { SvgIcon } from '../../../components/icons/svg-icon';
import { industryIconName } from '../../../lib/industry-rules';

/** The glyph of the Bootstrap Icons name the API sent; anything else gets the building. */
export function IndustryIcon({ industry, size = 32 }: { industry: Pick<Industry, 'name' | 'icon'>; size?: number }) {
  const name = industryIconName(industry)?.replace(/^bi-/, '') ?? '';
  // Own names only: an icon name such as "constructor" must not reach Object.prototype.
  const paths = (Object.hasOwn(industryIconPaths, name) && industryIconPaths[name]) || buildingIconPaths;
  return <SvgIcon size={size} className="text-primary" paths={paths} />;
}
