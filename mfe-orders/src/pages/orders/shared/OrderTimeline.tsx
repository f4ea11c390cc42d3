import { Button, Flex, Input, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from 'urql';
import { ORDER_COMMENTS_QUERY, CREATE_COMMENT, type OrderDetail } from './queries';
import { personName, timelineTime } from './format';
import { useOrderMutation } from './useOrderMutation';

interface Entry {
  key: string;
  at: string;
  who: string;
  text: string;
  comment: boolean;
}

interface OrderTimelineProps {
  order: OrderDetail;
  /** The order's history entries (the detail's Timeline, the list's History drawer). */
  history?: boolean;
  /** Comments and the box to add one (the detail's Timeline, the list's comments drawer). */
  comments?: boolean;
}

/** History and/or comments, newest first, "MMM DD, YYYY h:mm:ss a" and who; an empty comment is not sent. */
export function OrderTimeline({ order, history = true, comments = true }: OrderTimelineProps) {
  const [{ data }, refetch] = useQuery({ query: ORDER_COMMENTS_QUERY, variables: { orderId: order.id }, pause: !comments });
  const add = useOrderMutation(CREATE_COMMENT);
  const [text, setText] = useState('');

  const entries: Entry[] = [
    ...(history ? order.history : []).map((h) => ({ key: `h${h.id}`, at: h.created_at, who: personName(h.user), text: h.message, comment: false })),
    ...(comments ? (data?.orderComment ?? []) : []).map((c) => ({ key: `c${c.id}`, at: c.created_at, who: personName(c.author), text: c.comment, comment: true })),
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
    <>
      {comments ? (
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Input.TextArea aria-label="Comment" placeholder="Leave a comment" autoSize value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="primary" loading={add.busy} onClick={() => void submit()}>
            Comment
          </Button>
        </Flex>
      ) : null}
      <Timeline
        items={entries.map((e) => ({
          key: e.key,
          color: e.comment ? 'blue' : 'gray',
          content: (
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
    </>
  );
}
