//! The review of a game on the full screen: South's chance over the game as a chart, each
//! side's moves by class and accuracy, the turning points (pure: drawn from a
//! [`Review`]; the driver is [`super::terminal::review`]).

use ratatui::{
    Frame,
    layout::{Constraint, Layout},
    style::{Color, Style},
    symbols::Marker,
    text::Line,
    widgets::{Axis, Block, Chart, Dataset, GraphType, Paragraph},
};

use crate::{
    engine::Side,
    game::{coach::Class, review::Review, words},
    render::prose::wrap,
    t,
};

/// Says one side's moves by class (only the classes it played) and its accuracy:
/// `South: 12 best moves, 2 mistakes; accuracy 84 %`.
#[must_use]
pub fn side_line(review: &Review, side: Side) -> String {
    let tally = &review.tallies[usize::from(side == Side::North)];
    let counts: Vec<String> = Class::ALL
        .iter()
        .zip(tally.counts)
        .filter(|(_, n)| *n > 0)
        .map(|(class, n)| class.counted(n))
        .collect();
    let counts = if counts.is_empty() {
        t!("game-review-no-moves")
    } else {
        counts.join(", ")
    };
    match tally.accuracy {
        Some(a) => t!(
            "game-review-side-accuracy",
            side = words::side(side),
            counts = counts,
            accuracy = format!("{a:.0}")
        ),
        None => t!(
            "game-review-side",
            side = words::side(side),
            counts = counts
        ),
    }
}

/// Draws the review: the title, the chart, each side's line, the turning points, the keys.
pub fn draw(frame: &mut Frame<'_>, review: &Review) {
    let area = frame.area();
    let mut words = vec![
        side_line(review, Side::South),
        side_line(review, Side::North),
    ];
    words.extend(
        crate::game::review::text::turning_lines(review)
            .into_iter()
            .enumerate()
            .map(|(k, l)| format!("{}. {l}", k + 1)),
    );
    let rows: usize = words
        .iter()
        .map(|w| wrap(w, usize::from(area.width).max(1)).lines().count())
        .sum();
    let wanted = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .min(area.height.saturating_sub(8));
    let [title, chart, text, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(6),
        Constraint::Length(wanted),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(t!("game-review-title", title = review.title.as_str())),
        title,
    );
    let points = Points::of(review);
    frame.render_widget(self::chart(&points), chart);
    let lines: Vec<Line<'static>> = words
        .iter()
        .flat_map(|w| {
            wrap(w, usize::from(area.width).max(1))
                .lines()
                .map(|l| Line::from(l.to_owned()))
                .collect::<Vec<_>>()
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), text);
    frame.render_widget(Paragraph::new(t!("game-review-keys")), keys);
}

/// The chart's data: South's chance in percent at each position, the 50 % line, and the
/// positions after the turning points.
#[derive(Clone, Debug, PartialEq)]
pub struct Points {
    /// South's chance in percent, a point a position.
    pub south: Vec<(f64, f64)>,
    /// The 50 % line.
    pub even: Vec<(f64, f64)>,
    /// The positions after the turning points.
    pub turning: Vec<(f64, f64)>,
}

impl Points {
    /// Gets the chart's data from a review.
    #[must_use]
    pub fn of(review: &Review) -> Points {
        let last = review.south.len().saturating_sub(1).max(1) as f64;
        Points {
            south: review
                .south
                .iter()
                .enumerate()
                .map(|(i, c)| (i as f64, c * 100.0))
                .collect(),
            even: vec![(0.0, 50.0), (last, 50.0)],
            turning: review
                .turning
                .iter()
                .map(|&i| ((i + 1) as f64, review.south[i + 1] * 100.0))
                .collect(),
        }
    }
}

/// The chart of South's chance over the game, in percent, with the 50 % line and the turning
/// points.
#[must_use]
pub fn chart(points: &Points) -> Chart<'_> {
    let last = points.even.last().map_or(1.0, |p| p.0);
    let datasets = vec![
        Dataset::default()
            .marker(Marker::Dot)
            .graph_type(GraphType::Line)
            .style(Style::new().fg(Color::DarkGray))
            .data(&points.even),
        Dataset::default()
            .marker(Marker::Braille)
            .graph_type(GraphType::Line)
            .style(Style::new().fg(Color::Cyan))
            .data(&points.south),
        Dataset::default()
            .marker(Marker::Dot)
            .graph_type(GraphType::Scatter)
            .style(Style::new().fg(Color::Red))
            .data(&points.turning),
    ];
    Chart::new(datasets)
        .block(Block::bordered().title(format!(" {} ", t!("game-svg-chances"))))
        .x_axis(Axis::default().bounds([0.0, last]).labels([
            t!("game-review-start"),
            t!("game-review-turn", turn = last as usize),
        ]))
        .y_axis(
            Axis::default()
                .bounds([0.0, 100.0])
                .labels(["0 %", "50 %", "100 %"]),
        )
}

#[cfg(test)]
mod tests;
