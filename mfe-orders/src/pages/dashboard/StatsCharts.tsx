import { Card, Col, Empty, Row, Statistic, Typography, theme } from 'antd';
import { Bar, CartesianGrid, Cell, ComposedChart, Label, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DASHBOARD, type StatsAggregation } from '@pod/contracts';
import { formatMoney } from '@pod/platform';
import { chartPoints, ORDER_FIGURES, pieSlices } from './dashboardView';
import type { DashboardStats } from './queries';

/** Compact axis ticks ($1.2k, $3.4M) so the value axis stays narrow on a 992 px screen. */
const axisMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

const CHART_HEIGHT = 320;

/**
 * The Revenue/Profit combo chart by period (bars and a line, value axis "Dollar ($)") and the
 * pie "Top 10 Best Selling Products" (spec 001 §2). Side by side from 1200 px; stacked, each
 * at full width, below that, so both stay readable at 992 px.
 */
export function StatsCharts({ stats, unit }: { stats: DashboardStats; unit: StatsAggregation }) {
  const { token } = theme.useToken();
  const points = chartPoints(stats.periods, unit);
  const slices = pieSlices(stats.top_products);
  // antd's palette, so the charts look like the rest of the app; "Other Products" is grey.
  const palette = [token.blue6, token.green6, token.gold6, token.purple6, token.cyan6, token.magenta6, token.volcano6, token.geekblue6, token.lime6, token.orange6];
  return (
    <div data-testid="dashboard-charts">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title="Revenue" value={formatMoney(stats.revenue)} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title="Profit" value={formatMoney(stats.profit)} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={ORDER_FIGURES.soldTitle} value={stats.orders} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="orders-sold-caption">
              {ORDER_FIGURES.soldCaption}
            </Typography.Text>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title="Revenue / Profit" size="small">
            {points.length ? (
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} />
                  <YAxis tickFormatter={(value: number) => axisMoney.format(value)} tick={{ fontSize: 12 }} width={72}>
                    <Label value={DASHBOARD.axisTitle} angle={-90} position="insideLeft" offset={-8} style={{ textAnchor: 'middle' }} />
                  </YAxis>
                  <Tooltip formatter={(value) => formatMoney(Number(value))} />
                  <Legend />
                  <Bar dataKey="revenue" name="Revenue" fill={token.colorPrimary} maxBarSize={48} isAnimationActive={false} />
                  <Line dataKey="profit" name="Profit" type="monotone" stroke={token.colorSuccess} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
                </ComposedChart>
              </ResponsiveContainer>
            ) : (
              <Empty description="No orders in this range" />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={DASHBOARD.pieTitle} size="small">
            {slices.length ? (
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <PieChart>
                  <Pie data={slices} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="75%" paddingAngle={1} isAnimationActive={false}>
                    {slices.map((slice, index) => (
                      <Cell key={slice.name} fill={slice.name === DASHBOARD.otherProductsLabel ? token.colorTextQuaternary : palette[index % palette.length]} />
                    ))}
                  </Pie>
                  <Tooltip formatter={(value) => `${value} sold`} />
                  <Legend layout="horizontal" verticalAlign="bottom" wrapperStyle={{ fontSize: 12 }} />
                </PieChart>
              </ResponsiveContainer>
            ) : (
              <Empty description="No products sold in this range" />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
