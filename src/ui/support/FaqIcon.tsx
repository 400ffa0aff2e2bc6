import {
  Banknote,
  Coins,
  Download,
  Fuel,
  Globe,
  IdCard,
  KeyRound,
  Landmark,
  LockKeyhole,
  type LucideIcon,
  MessageCircle,
  Plug,
  Puzzle,
  Rocket,
  TrendingDown,
  TrendingUp,
  TriangleExclamationPoint,
  Wallet,
  Wrench,
} from 'lucide-react'
import type { FaqIconName } from '../../domain/support'

const icons: Record<FaqIconName, LucideIcon> = {
  wallet: Wallet,
  'key-round': KeyRound,
  'lock-keyhole': LockKeyhole,
  puzzle: Puzzle,
  banknote: Banknote,
  coins: Coins,
  globe: Globe,
  rocket: Rocket,
  download: Download,
  fuel: Fuel,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  'triangle-exclamation-point': TriangleExclamationPoint,
  landmark: Landmark,
  plug: Plug,
  'id-card': IdCard,
  wrench: Wrench,
  'message-circle': MessageCircle,
}

/** The icon a FAQ entry names (decorative: the question says what it is). */
export function FaqIcon({ name }: { name: FaqIconName }) {
  const Icon = icons[name]
  return <Icon className="icon" aria-hidden="true" />
}
