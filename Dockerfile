# Build stage: dev dependencies, TypeScript, esbuild.
FROM node:24-slim AS build
WORKDIR /app
# The same install as CI's (.ci/run; docs/decisions/0103-one-install-command.md), with the project's .npmrc.
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: production dependencies, the build, migrations, views' CSS, static files.
FROM node:24-slim
# Everything the shop writes is under /data (the volume): the SQLite file, feed uploads, media files; /app stays read-only.
ENV NODE_ENV=production PORT=3000 DATABASE_PATH=/data/spareo.db FEED_UPLOAD_DIR=/data/feed-uploads MEDIA_DIR=/data/media MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=8192
WORKDIR /app
# The drawn article pictures print their measures as SVG text: librsvg needs a font to draw it with.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/marketplace/db/migrations ./server/marketplace/db/migrations
COPY --from=build /app/views/styles ./views/styles
COPY --from=build /app/locales/resources ./locales/resources
COPY --from=build /app/static ./static
# Real reference data with its licences, for SEED_DATA_DIR=/app/reference-data (reference-data/README.md).
COPY --from=build /app/reference-data ./reference-data
RUN mkdir -p /data/feed-uploads /data/media && chown -R node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same command as `npm start`, on the build made above (the image has no sources to compare it with).
CMD ["npm", "start", "--ignore-scripts"]
