import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@client/components/ui/dropdown-menu';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { partnerFirstName } from '@core/matching';
import { LINKS } from '@core/pages';

/** 'View Partners', shown only once connections exist. */
export default function PartnersSubmenu({ userId }: { userId: number }) {
  const [, navigate] = useLocation();
  const connections = useQuery(connectionsQuery(userId));
  if (!connections.data?.length) return null;
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>
        <Users aria-hidden /> View Partners
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent>
        {connections.data.map((connection) => (
          <DropdownMenuItem
            key={connection.id}
            onSelect={() => navigate(LINKS.matchesWith(connection.connectedUserId))}
          >
            {partnerFirstName(connection.partner.displayName)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile#partners')}>
          Safety codes and disconnect
        </DropdownMenuItem>
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}
