/** Demo industries with Bootstrap Icons names; the spec's special cases are hammer, bank, heart and laptop. */
export const demoIndustries = [
  { name: 'Mining', icon: 'gem' },
  { name: 'Agriculture', icon: 'tree' },
  { name: 'Construction', icon: 'hammer' },
  { name: 'Health Care', icon: 'heart' },
  { name: 'IT', icon: 'laptop' },
  { name: 'Public', icon: 'bank' },
  { name: 'NGO', icon: 'people' },
  { name: 'Telecom', icon: 'broadcast' },
  { name: 'Banking', icon: 'cash-coin' },
  { name: 'Education', icon: 'mortarboard' },
  { name: 'Hospitality', icon: 'cup-hot' },
  { name: 'Logistics', icon: 'truck' },
] as const;

export type DemoIndustryName = (typeof demoIndustries)[number]['name'];
