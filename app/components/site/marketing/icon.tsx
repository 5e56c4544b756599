// Draws the icon a piece of marketing copy names (see IconName in app/content/types.ts).
import type { ComponentType, SVGProps } from "react";
import {
  BankIcon,
  BeakerIcon,
  BoltIcon,
  BuildingIcon,
  CartIcon,
  ChartIcon,
  ChatIcon,
  ClockIcon,
  CloudCogIcon,
  CloudIcon,
  CodeIcon,
  CompassIcon,
  CycleIcon,
  DatabaseIcon,
  FactoryIcon,
  GlobeIcon,
  HandshakeIcon,
  HeartIcon,
  HospitalIcon,
  LayersIcon,
  PencilRulerIcon,
  PhoneIcon,
  RocketIcon,
  SearchIcon,
  ServerIcon,
  ShieldIcon,
  SparklesIcon,
  TargetIcon,
  TrendDownIcon,
  UsersIcon,
  WrenchIcon,
} from "~/components/ui/icons";
import type { IconName } from "~/content/types";

const icons: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  bank: BankIcon,
  beaker: BeakerIcon,
  bolt: BoltIcon,
  building: BuildingIcon,
  cart: CartIcon,
  chart: ChartIcon,
  chat: ChatIcon,
  clock: ClockIcon,
  cloud: CloudIcon,
  "cloud-cog": CloudCogIcon,
  code: CodeIcon,
  compass: CompassIcon,
  cycle: CycleIcon,
  database: DatabaseIcon,
  factory: FactoryIcon,
  globe: GlobeIcon,
  handshake: HandshakeIcon,
  heart: HeartIcon,
  hospital: HospitalIcon,
  layers: LayersIcon,
  "pencil-ruler": PencilRulerIcon,
  phone: PhoneIcon,
  rocket: RocketIcon,
  search: SearchIcon,
  server: ServerIcon,
  shield: ShieldIcon,
  sparkles: SparklesIcon,
  target: TargetIcon,
  "trend-down": TrendDownIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
};

export function MarketingIcon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  const Svg = icons[name];
  return <Svg className={className} />;
}

/** The icon in a soft rounded square, as cards open with it. */
export function IconTile({ name, tone = "pine" }: { name: IconName; tone?: "pine" | "dark" }) {
  return (
    <span
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${
        tone === "dark"
          ? "bg-white/10 text-pine-200 ring-1 ring-white/15"
          : "bg-pine-50 text-pine-700 ring-1 ring-pine-100"
      }`}
    >
      <MarketingIcon name={name} className="h-5 w-5" />
    </span>
  );
}
