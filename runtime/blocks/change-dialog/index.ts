export { ChangeDialog, type ChangeDialogProps } from './ChangeDialog';
export { ChangeServicesProvider, useChangeServices, type ChangeServices, type ChangeTarget } from './change-services';
