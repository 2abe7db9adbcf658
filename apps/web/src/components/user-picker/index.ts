export { UserPicker, userOptionLabel, type UserOption, type UserPickerProps, type UserPickerSource, type UserSearchQuery } from './user-picker';
