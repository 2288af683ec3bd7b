/** Industries companies choose from: staff and the operator CLI list and add them. */
export { addIndustry, type IndustryRow, listIndustries } from './industries.repository';
