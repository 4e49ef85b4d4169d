import { msg } from '@lingui/core/macro';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { attempt } from '../../api/errors.ts';
import { GroupError } from '../../features/group/components/group-error.tsx';
import { GroupScreen } from '../../features/group/components/group-screen.tsx';
import { getShopGroup } from '../../features/group/group.api.ts';
import { keepDefaultAddress } from '../../features/group/group-links.ts';

export const Route = createFileRoute('/group/$groupCode')({
  staticData: { title: msg`Shop group` },
  // A failed load is a screen of its own (unknown group, no connection), not a crash.
  loader: async ({ params, abortController }) => {
    const result = await attempt(getShopGroup(params.groupCode, abortController.signal));
    if (result.ok) keepDefaultAddress(result.value);
    return result;
  },
  component: function GroupRoute() {
    const result = Route.useLoaderData();
    const router = useRouter();
    if (!result.ok) return <GroupError error={result.error} onRetry={() => void router.invalidate()} />;
    return <GroupScreen group={result.value} />;
  },
});
