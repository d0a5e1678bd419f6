export { QualificationPicker, filterBranches, filterParam, pickableLeaves, type QualificationPickerProps } from './QualificationPicker';
export { QUALIFICATION_RULES } from './QualificationHelp';
