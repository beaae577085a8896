// The predictions feature's public entry: the /daily-prediction page, the /free-prediction
// demo, the home page's prediction carousel and their meta tags.
export { DemoPage } from "./demo-page";
export { predictionsMeta } from "./meta";
export { cardsPerView, clampStart, PredictionCarousel } from "./prediction-carousel";
export { PredictionPage, type PredictionPageProps } from "./prediction-page";
