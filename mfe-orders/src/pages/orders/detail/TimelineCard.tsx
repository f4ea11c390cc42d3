import { Button, Card, Flex, Input, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from 'urql';
import { ORDER_COMMENTS_QUERY, CREATE_COMMENT, type OrderDetail } from '../shared/queries';
import { personName, timelineTime } from '../shared/format';
import { useOrderMutation } from '../shared/useOrderMutation';

interface Entry {
  key: string;
  at: string;
  who: string;
  text: string;
  comment: boolean;
}

/** Timeline: the order's history and comments, newest first; an empty comment is ignored. */
export function TimelineCard({ order }: { order: OrderDetail }) {
  const [{ data }, refetch] = useQuery({ query: ORDER_COMMENTS_QUERY, variables: { orderId: order.id } });
  const add = useOrderMutation(CREATE_COMMENT);
  const [text, setText] = useState('');

  const entries: Entry[] = [
    ...order.history.map((h) => ({ key: `h${h.id}`, at: h.created_at, who: personName(h.user), text: h.message, comment: false })),
    ...(data?.orderComment ?? []).map((c) => ({ key: `c${c.id}`, at: c.created_at, who: personName(c.author), text: c.comment, comment: true })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

  const submit = async () => {
    const comment = text.trim();
    if (!comment) return;
    if (await add.execute({ orderId: order.id, comment })) {
      setText('');
      refetch({ requestPolicy: 'network-only' });
    }
  };

  return (
    <Card title="Timeline">
      <Flex gap={8} style={{ marginBottom: 16 }}>
        <Input.TextArea aria-label="Comment" placeholder="Leave a comment" autoSize value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="primary" loading={add.busy} onClick={() => void submit()}>
          Comment
        </Button>
      </Flex>
      <Timeline
        items={entries.map((e) => ({
          key: e.key,
          color: e.comment ? 'blue' : 'gray',
          children: (
            <>
              <Typography.Text>{e.text}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {e.who} · {timelineTime(e.at)}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
