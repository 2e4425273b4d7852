import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface MemberRef {
  id: number;
  username: string;
  member_code: string;
}

/** A member's username (a link to their page) over their code. */
export function MemberCell({ member }: { member: MemberRef }) {
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={`/admin/members/${member.id}`}
        size="sm"
        fw={600}
        onClick={(event) => event.stopPropagation()}
      >
        {member.username}
      </Anchor>
      <Text size="xs" c="dimmed" ff="monospace">
        {member.member_code}
      </Text>
    </Stack>
  );
}
