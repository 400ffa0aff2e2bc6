export { normalizePassword } from './normalizePassword'
export {
  MIN_PASSWORD_LENGTH,
  type PasswordStrength,
  type PasswordWeakness,
  passwordStrength,
} from './passwordStrength'
