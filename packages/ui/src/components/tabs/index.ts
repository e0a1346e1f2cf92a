export {
  TabNav,
  TabNavLink,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabVariants,
  type TabNavLinkProps,
  type TabNavProps,
  type TabsProps,
} from './tabs.js';
